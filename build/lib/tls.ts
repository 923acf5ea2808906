/**
 * A self-signed certificate for a local HTTPS server (the benchmark's HTTP/2 server, the nginx test),
 * made with openssl in the given directory. Chromium is started with --ignore-certificate-errors for it.
 */
import { execFileSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'

export interface Certificate {
  certFile: string
  keyFile: string
}

export function selfSignedCertificate(dir: string, commonName = 'localhost'): Certificate {
  const certFile = path.join(dir, 'cert.pem')
  const keyFile = path.join(dir, 'key.pem')
  if (!fs.existsSync(certFile))
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-subj', `/CN=${commonName}`, '-days', '2', '-keyout', keyFile, '-out', certFile], { stdio: 'ignore' })
  return { certFile, keyFile }
}
