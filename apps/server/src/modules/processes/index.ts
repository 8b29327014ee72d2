/** What other modules may use of the processes module (the approval engine). */
export type { ProcessKindRegistration, ProcessOutcome, ProcessSubject } from './processes.registry';
export { oneStepByPermission, ProcessKinds } from './processes.registry';
export { actOnSubject, waitsFor } from './processes.actions';
export { openProcess, startProcess, subjectWithdrawn } from './processes.engine';
export { amountInReportingCurrency } from './processes.amounts.queries';
export { countProcessTodos } from './processes.service';
