import type { Command } from 'commander';
import type { Output } from '../output';
import type { CliServices } from '../cli-services';
import { registerAuditCommand } from './audit';
import { registerCapacityCommands } from './capacity';
import { registerContactFormCommands } from './contact-forms';
import { registerDashboardCommand } from './dashboard';
import { registerEmployeeCommands } from './employee';
import { registerMailCommands } from './mail';
import { registerMaintenanceCommands } from './maintenance';
import { registerReportCommands } from './report';
import { registerGateCommands, registerTicketCommands } from './tickets';
import { registerOrderCommands } from './orders';
import { registerWeatherCommands } from './weather';

/** The managers' and staff's commands, each group in its own file, in the order of --help. */
export function registerManagerCommands(program: Command, services: CliServices, output: Output) {
  registerReportCommands(program, services, output);
  registerDashboardCommand(program, services, output);
  registerWeatherCommands(program, services, output);
  registerEmployeeCommands(program, services, output);
  registerContactFormCommands(program, services, output);
  registerMaintenanceCommands(program, services, output);
  registerCapacityCommands(program, services, output);
  registerTicketCommands(program, services, output);
  registerGateCommands(program, services, output);
  registerOrderCommands(program, services, output);
  registerMailCommands(program, services, output);
  registerAuditCommand(program, services, output);
}
