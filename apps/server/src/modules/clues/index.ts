/** What other modules may use of the clues module: its tables are written only through these. */
export { convertClueIntoReport, findConvertibleClue } from './clues.conversion.service';
export { countCluesToAssign, countCluesToFollow } from './clues.todos';
/** For the demo seed: the next clue number. */
export { nextClueNo } from './clues.repository';
