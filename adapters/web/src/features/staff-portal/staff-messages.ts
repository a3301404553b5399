/** The spec's strings for the pages staff and managers share, written once. */
export const LOADING_EMPLOYEE = 'Loading employee information...';
export const EMPLOYEE_UPDATED = 'Employee Updated';
export const EMPLOYEE_UPDATED_TEXT = 'The employee information has been updated successfully.';
export const EMPLOYEE_SAVE_FAILED = 'Your information could not be saved. Please try again.';

export const MR_SUBMITTED = 'Maintenance Request Submitted';
export const MR_SUBMITTED_TEXT = 'The maintenance request has been submitted.';
export const MR_SUBMIT_FAILED = 'Failed to Submit Maintenance Request';
export const MR_SUBMIT_FAILED_TEXT = 'There was an error while submitting the maintenance request.';
export const MR_UPDATED = 'Maintenance Request Updated';
export const MR_UPDATED_TEXT = 'The maintenance request has been updated.';
export const MR_UPDATE_FAILED = 'Failed to Update Maintenance Request';
export const MR_UPDATE_FAILED_TEXT = 'There was an error while updating the maintenance request.';
export const URGENT = 'URGENT!';
export const MAINTENANCE_REQUIRED = 'Maintenance Required';

export const WEATHER_OK = 'Weather Input Successful';
export const WEATHER_OK_TEXT = 'The weather condition has been recorded.';
export const WEATHER_NO_UPDATE = 'No Update Needed';
export const WEATHER_NO_UPDATE_TEXT = 'The weather condition is the same as the existing record.';
/** The start of the server's 200 answer when the day already has that condition. */
export const SERVER_NO_UPDATE_PREFIX = 'No update needed';
export const WEATHER_FAILED = 'Failed to Submit Weather Input';
export const WEATHER_FAILED_TEXT = 'There was an error while submitting the weather input.';
