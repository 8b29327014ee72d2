/** What other modules may use of the tickets module (nothing yet). */
export {};
