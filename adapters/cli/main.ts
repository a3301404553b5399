// The CLI's entry point: the program on the process's arguments, environment and terminal.
import { processOutput } from './output';
import { parkServices } from './park-services';
import { createProgram, runProgram } from './program';

const output = processOutput();
const code = await runProgram(createProgram(parkServices(), output), process.argv, output);
// `serve` keeps the process alive through its open server; every other command ends here.
if (code !== 0) process.exit(code);
