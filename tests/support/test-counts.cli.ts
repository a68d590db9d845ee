/** `npm test`'s last line: the tests of the run, those written by hand and the generated ones apart. */
import { readTestCounts, testCountsText } from './test-counts.ts';

console.log(`\n${testCountsText(readTestCounts())}`);
