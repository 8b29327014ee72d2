/** What other modules may use of the project-groups module: nothing yet. */
export {};
