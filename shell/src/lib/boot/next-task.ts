/** A macrotask boundary: the browser may paint, load and answer input before the next step. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
