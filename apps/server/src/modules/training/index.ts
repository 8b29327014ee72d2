/** What other modules may use of the training module: nothing yet. */
export {};
