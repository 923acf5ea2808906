/**
 * The assembly illustration's timing (SPEC section 4), shared by the markup and the loop that animates it.
 * Its words (the step names, "Step 2/6", the finished line) are the home page's `assembly` messages; the
 * loop reads them from the markup, so the browser carries no copy.
 */
export const ASSEMBLY_TICK_MS = 2000

/** `Step {step}/{total}` with the numbers filled in (a plain replace: the browser loads no message formatter). */
export function stepCount(template: string, step: number, total: number): string {
  return template.replace('{step}', String(step)).replace('{total}', String(total))
}
