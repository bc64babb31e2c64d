/** Lets the browser paint and answer input between two pieces of work: resolves in a task of its own. */
export const nextTask = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
