import 'reflect-metadata';
// The CLI's entry point assembles the park like the server's does: through the composition root.
import { createContainer, databaseTasks } from '../composition-root';
import { loadConfig } from '../config';
import { startServer } from '../http/main';
import { processOutput } from './output';
import { createProgram, runProgram, type CliServices } from './program';

const output = processOutput();

const services: CliServices = {
  async openDatabase() {
    const park = await createContainer(loadConfig());
    return { ...databaseTasks(park), close: () => park.dispose() };
  },
  async serve() {
    await startServer(loadConfig());
  },
};

const code = await runProgram(createProgram(services, output), process.argv, output);
// `serve` keeps the process alive through its open server; every other command ends here.
if (code !== 0) process.exit(code);
