/**
 * The assembly illustration's timing (SPEC section 4), shared by the markup and the loop that animates it.
 * Its words (the step names, "Step 2/6", the finished line) are the home page's `assembly` messages; the
 * loop reads them from the markup, so the browser carries no copy.
 */
export const ASSEMBLY_TICK_MS = 2000
