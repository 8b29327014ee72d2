/**
 * The mocked answers that did not match the contract since the last test ended. A component may catch
 * the error the mock throws (a query shows its error state), so the setup also fails the test that had
 * one. Kept apart from the mock so that the setup does not load the contract's schemas for every file.
 */
const mismatches: string[] = [];

export function noteContractMismatch(message: string) {
  mismatches.push(message);
}

/** Takes the contract mismatches of the test that just ran. */
export function takeContractMismatches(): string[] {
  return mismatches.splice(0);
}
