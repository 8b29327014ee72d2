/** What other modules may use of the man-hours module: nothing yet. */
export {};
