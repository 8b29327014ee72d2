/** What other modules may use of the resources module: nothing yet (the library is read through its routes). */
export {};
