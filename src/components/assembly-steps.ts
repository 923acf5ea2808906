/** The assembly illustration's steps (SPEC section 4): shared by the markup and the loop that animates it. */
export const ASSEMBLY_STEPS = ['Motherboard Ready', 'Installing CPU', 'Adding RAM 1/2', 'Adding RAM 2/2', 'Inserting GPU', 'CPU Cooler Installed'] as const
export const ASSEMBLY_TICK_MS = 2000
export const ASSEMBLY_DONE_TEXT = 'PC ASSEMBLED & RUNNING'
