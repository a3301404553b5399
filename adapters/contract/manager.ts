import { z } from 'zod';
import { ATTRACTION_TYPES, MERCHANDISE_TYPES, THRILL_LEVELS } from '../../core/catalog/catalog';
import { CONTACT_TYPES } from '../../core/contact/contact';
import {
  DEPARTMENT_LIMITS as L,
  dollarAmountProblem,
  EXPENSE_TYPES,
  isImageReference,
} from '../../core/catalog/departments';
import { EMPLOYEE_ROLES } from '../../core/employees/employee';
import { NEW_EMPLOYEE_LIMITS, type NewEmployeeFields } from '../../core/employees/employee-admin';
import type { RestaurantExpenseFields } from '../../core/catalog/submit-restaurant-expense';
import type { UpdateAttractionInput } from '../../core/catalog/update-attraction';
import type {
  AttractionFields,
  MerchandiseFields,
  RestaurantFields,
} from '../../core/catalog/departments';
import { dollarsToCents } from '../../core/shared/money';
import { PASSWORD_LIMITS } from '../../core/accounts/password-reset';
import { RESTAURANT_TYPES } from '../../core/orders/pricing';
import { emailField } from './auth';
import { AttractionBody, MerchandiseBody, RestaurantBody } from './catalog';
import { MessageBody } from './errors';
import { idField, isoDateField, OBJECT_REQUIRED, oneOfField, requiredTextField } from './fields';
import type { WirePaths } from './wire-paths';

/** Dollars as a number (or numeric text), at least 0, at most two decimals. */
const dollarsField = (label: string) =>
  z.preprocess(
    (value: number | string) =>
      typeof value === 'string' && /^\s*\d+(\.\d+)?\s*$/.test(value) ? Number(value) : value,
    z.number({ error: `${label} must be a number` }).superRefine((value, ctx) => {
      const problem = dollarAmountProblem(label, value);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
  );

const imageField = (label: string) =>
  requiredTextField(label, L.image).refine(isImageReference, {
    message: `${label} must be a path (/images/…) or an http(s) URL`,
  });

const nameField = (label: string) => requiredTextField(label, L.name);

// --- employees -------------------------------------------------------------------

/** POST /addEmp; the use case checks the formats (name parts, phone, DOB, state, ZIP). */
export const addEmployeeSchema = z.object(
  {
    fullname: requiredTextField('Full name', NEW_EMPLOYEE_LIMITS.name),
    address: requiredTextField('Address', NEW_EMPLOYEE_LIMITS.address),
    role: oneOfField('Role', EMPLOYEE_ROLES),
    email: emailField,
    phoneNum: requiredTextField('Phone number', 32),
    password: z
      .string({ error: 'Password must be text' })
      .max(PASSWORD_LIMITS.max, `Password must be at most ${PASSWORD_LIMITS.max} characters`)
      .nullish()
      .transform((value) => (value ? value : null)),
    DOB: isoDateField('Date of birth'),
    city: requiredTextField('City', NEW_EMPLOYEE_LIMITS.city),
    state: requiredTextField('State', 2),
    zipcode: requiredTextField('Zip code', 10),
  },
  OBJECT_REQUIRED,
);

/** Core's new employee from a POST /addEmp body. */
export const toNewEmployee = (body: z.output<typeof addEmployeeSchema>): NewEmployeeFields => ({
  fullName: body.fullname,
  address: body.address,
  role: body.role,
  email: body.email,
  phone: body.phoneNum,
  password: body.password,
  dateOfBirth: body.DOB,
  city: body.city,
  state: body.state,
  zipcode: body.zipcode,
});

/** AddEmployee's problem paths as the POST /addEmp body names them. */
export const NEW_EMPLOYEE_WIRE_PATHS: WirePaths = [
  ['fullName', 'fullname'],
  ['phone', 'phoneNum'],
  ['dateOfBirth', 'DOB'],
];

/** POST /archiveEmp. */
export const archiveEmployeeSchema = z.object(
  { employeeToArchive: idField('Employee') },
  OBJECT_REQUIRED,
);

// --- contact forms -----------------------------------------------------------------

/** POST /viewContactForms. */
export const viewContactFormsSchema = z
  .object(
    {
      startDate: isoDateField('Start date'),
      endDate: isoDateField('End date'),
      type: oneOfField('Type', ['all', ...CONTACT_TYPES]),
    },
    OBJECT_REQUIRED,
  )
  .refine((body) => body.endDate >= body.startDate, {
    path: ['endDate'],
    message: 'End date cannot be before the start date',
  });

// --- departments ---------------------------------------------------------------------

/** POST /expense-restaurant; StaffID is optional and must be the session's own (core checks). */
export const restaurantExpenseSchema = z.object(
  {
    StaffID: idField('StaffID').nullish(),
    RestaurantID: idField('Restaurant'),
    ExpenseAmt: dollarsField('Amount'),
    ExpenseDate: isoDateField('Date'),
    ExpenseType: oneOfField('Expense type', EXPENSE_TYPES),
  },
  OBJECT_REQUIRED,
);

/** Core's restaurant expense from a POST /expense-restaurant body. */
export const toRestaurantExpense = (
  body: z.output<typeof restaurantExpenseSchema>,
): RestaurantExpenseFields => ({
  restaurantId: body.RestaurantID,
  amount: dollarsToCents(body.ExpenseAmt),
  date: body.ExpenseDate,
  type: body.ExpenseType,
  staffId: body.StaffID ?? null,
});

/** SubmitRestaurantExpense's problem paths as the POST /expense-restaurant body names them. */
export const RESTAURANT_EXPENSE_WIRE_PATHS: WirePaths = [
  ['restaurantId', 'RestaurantID'],
  ['amount', 'ExpenseAmt'],
  ['date', 'ExpenseDate'],
];

const attractionFields = {
  description: requiredTextField('Description', L.description),
  shortDescription: requiredTextField('Short description', L.shortDescription),
};

/** POST /insert-new-attractions; a new attraction is open whatever status says (0 or 1 if sent). */
export const newAttractionSchema = z.object(
  {
    name: nameField('Name'),
    type: oneOfField('Type', ATTRACTION_TYPES),
    ...attractionFields,
    thrillLevel: oneOfField('Thrill level', THRILL_LEVELS),
    heightRequirement: requiredTextField('Height requirement', L.heightRequirement),
    image: imageField('Image'),
    status: z.union([z.literal(0), z.literal(1), z.boolean()]).optional(),
  },
  OBJECT_REQUIRED,
);

/** POST /update-attraction; `status` (1 open, 0 closed) is the open/closed switch, optional. */
export const updateAttractionSchema = z.object(
  {
    UPDATEid: idField('Attraction'),
    UPDATEDname: nameField('Name'),
    type: oneOfField('Type', ATTRACTION_TYPES).optional(),
    ...attractionFields,
    thrill: oneOfField('Thrill level', THRILL_LEVELS),
    height: requiredTextField('Height requirement', L.heightRequirement),
    image: imageField('Image'),
    status: z
      .union([z.literal(0), z.literal(1)], { error: 'Status must be 1 (open) or 0 (closed)' })
      .optional(),
  },
  OBJECT_REQUIRED,
);

/** POST /insert-new-merch. */
export const newMerchandiseSchema = z.object(
  {
    name: nameField('Name'),
    type: oneOfField('Type', MERCHANDISE_TYPES),
    supplierCost: dollarsField('Supplier cost'),
    sellingCost: dollarsField('Selling cost'),
    image: imageField('Image'),
  },
  OBJECT_REQUIRED,
);

/** POST /update-merch. */
export const updateMerchandiseSchema = z.object(
  {
    merchIDUpdate: idField('Merchandise'),
    newMerchName: nameField('Name'),
    newMerchType: oneOfField('Type', MERCHANDISE_TYPES),
    newSupplierCost: dollarsField('Supplier cost'),
    newSellingCost: dollarsField('Selling cost'),
    newImageMerch: imageField('Image'),
  },
  OBJECT_REQUIRED,
);

/** POST /insert-new-rest; `amount` may be sent but the server derives it from the type. */
export const newRestaurantSchema = z.object(
  {
    name: nameField('Name'),
    type: oneOfField('Type', RESTAURANT_TYPES),
    amount: z.unknown().optional(),
    description: requiredTextField('Description', L.description),
    image: imageField('Image'),
  },
  OBJECT_REQUIRED,
);

/** POST /update-rest; UPDATEDAmount is ignored (derived from the type). */
export const updateRestaurantSchema = z.object(
  {
    UPDATEDRestaurantID: idField('Restaurant'),
    UPDATEDRestaurantName: nameField('Name'),
    UPDATEDRestaurantType: oneOfField('Type', RESTAURANT_TYPES),
    UPDATEDAmount: z.unknown().optional(),
    UPDATEDRImage: imageField('Image'),
    UPDATEDRDescription: requiredTextField('Description', L.description),
  },
  OBJECT_REQUIRED,
);

/** POST /delete-attraction, /delete-merch, /delete-rest. */
export const deleteByIdSchema = z.object({ id: idField('id') }, OBJECT_REQUIRED);

// --- department requests to core's inputs -------------------------------------------

/** Core's new attraction from a POST /insert-new-attractions body (a new one opens: no status). */
export const toNewAttraction = ({
  status: _ignored,
  ...fields
}: z.output<typeof newAttractionSchema>): AttractionFields => fields;

/** Core's attraction changes from a POST /update-attraction body (status 1 open, 0 closed). */
export const toAttractionChanges = (
  body: z.output<typeof updateAttractionSchema>,
): Omit<UpdateAttractionInput, 'actor'> => ({
  id: body.UPDATEid,
  name: body.UPDATEDname,
  type: body.type,
  description: body.description,
  shortDescription: body.shortDescription,
  thrillLevel: body.thrill,
  heightRequirement: body.height,
  image: body.image,
  open: body.status === undefined ? undefined : body.status === 1,
});

/** Core's new shop item from a POST /insert-new-merch body (dollars to cents). */
export const toNewMerchandise = (
  body: z.output<typeof newMerchandiseSchema>,
): MerchandiseFields => ({
  name: body.name,
  type: body.type,
  supplierCost: dollarsToCents(body.supplierCost),
  sellingCost: dollarsToCents(body.sellingCost),
  image: body.image,
});

/** Core's shop item changes from a POST /update-merch body. */
export const toMerchandiseChanges = (
  body: z.output<typeof updateMerchandiseSchema>,
): MerchandiseFields & { id: number } => ({
  id: body.merchIDUpdate,
  name: body.newMerchName,
  type: body.newMerchType,
  supplierCost: dollarsToCents(body.newSupplierCost),
  sellingCost: dollarsToCents(body.newSellingCost),
  image: body.newImageMerch,
});

/** Core's new restaurant from a POST /insert-new-rest body (`amount` is core's, by type). */
export const toNewRestaurant = (body: z.output<typeof newRestaurantSchema>): RestaurantFields => ({
  name: body.name,
  type: body.type,
  description: body.description,
  image: body.image,
});

/** Core's restaurant changes from a POST /update-rest body (UPDATEDAmount is ignored). */
export const toRestaurantChanges = (
  body: z.output<typeof updateRestaurantSchema>,
): RestaurantFields & { id: number } => ({
  id: body.UPDATEDRestaurantID,
  name: body.UPDATEDRestaurantName,
  type: body.UPDATEDRestaurantType,
  description: body.UPDATEDRDescription,
  image: body.UPDATEDRImage,
});

// --- bodies ------------------------------------------------------------------------
// Manager only (no session 401, a visitor or staff 403). What the server does: docs/manager-calls.md.

/** GET /employees?status=active|all: the employees not archived (all: the archived after them). */
export const employeeListQuerySchema = z.object({
  status: z
    .enum(['active', 'all'], { error: "Status must be 'active' or 'all'" })
    .optional()
    .describe('active (the default): not archived; all: the archived ones too, after them'),
});
export type EmployeeListQuery = z.input<typeof employeeListQuerySchema>;

/** A row of GET /employees: who they are, their role and whether they are archived. */
export const EmployeeListRow = z.strictObject({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  email: z.string(),
  status: z.enum(['active', 'archived']),
});
export type EmployeeListRow = z.infer<typeof EmployeeListRow>;

/**
 * POST /addEmp. phoneNum: ten digits (formatted 3-3-4 by the server); DOB YYYY-MM-DD
 * (1900-01-01..today); state a code of the 50 states; zipcode 5 or 5+4 digits; password at
 * least 8 characters, or empty/null/missing to have the server generate it by the rule.
 */
export type AddEmployeeRequest = z.input<typeof addEmployeeSchema>;

/** The 201 answer of POST /addEmp; generatedPassword only when the server made one (shown once). */
export const AddEmployeeResponse = MessageBody.extend({
  id: z.number().int(),
  generatedPassword: z.string().optional(),
});
export type AddEmployeeResponse = z.infer<typeof AddEmployeeResponse>;

/** POST /archiveEmp: 200 { message: 'Employee Archived' }; 404 unknown; 409 archived or self. */
export type ArchiveEmployeeRequest = z.input<typeof archiveEmployeeSchema>;

/** POST /viewContactForms. */
export type ViewContactFormsRequest = z.input<typeof viewContactFormsSchema>;

/** One row of POST /viewContactForms (newest first); Cdate is the submitted day, YYYY-MM-DD. */
export const ContactFormRow = z.strictObject({
  SubmissionID: z.number().int(),
  Cname: z.string(),
  Cemail: z.string(),
  Cdate: z.string(),
  CType: z.enum(CONTACT_TYPES).nullable(),
  Content: z.string(),
  TicketID: z.number().int().nullable(),
});
export type ContactFormRow = z.infer<typeof ContactFormRow>;

/** POST /expense-restaurant: 201 { message: 'Expense Submitted' }. StaffID is the session's. */
export type RestaurantExpenseRequest = z.input<typeof restaurantExpenseSchema>;

/** POST /insert-new-attractions: 201 { message: 'Attraction Submitted', id }; always opens (status 1). */
export type NewAttractionRequest = z.input<typeof newAttractionSchema>;

/** The 201 answers of the three inserts. */
export const CreatedBody = MessageBody.extend({ id: z.number().int() });
export type CreatedBody = z.infer<typeof CreatedBody>;

/**
 * POST /update-attraction: 200 { message: 'Attraction Updated', attraction }. `status` is the
 * open/closed switch (1 open, 0 closed; left as it is when missing); `type` optional too.
 */
export type UpdateAttractionRequest = z.input<typeof updateAttractionSchema>;

export const UpdateAttractionResponse = MessageBody.extend({ attraction: AttractionBody });
export type UpdateAttractionResponse = z.infer<typeof UpdateAttractionResponse>;

/** POST /insert-new-merch: 201 { message: 'Success in adding Merchandise', id }. Dollars. */
export type NewMerchandiseRequest = z.input<typeof newMerchandiseSchema>;

/** POST /update-merch: 200 { message: 'Success in updating Merchandise', merchandise }. */
export type UpdateMerchandiseRequest = z.input<typeof updateMerchandiseSchema>;

export const UpdateMerchandiseResponse = MessageBody.extend({ merchandise: MerchandiseBody });
export type UpdateMerchandiseResponse = z.infer<typeof UpdateMerchandiseResponse>;

/** POST /insert-new-rest: 201 { message: 'Success in adding Restaurant', id }; amount ignored. */
export type NewRestaurantRequest = z.input<typeof newRestaurantSchema>;

/** POST /update-rest: 200 { message: 'Success in updating Restaurant', restaurant }. */
export type UpdateRestaurantRequest = z.input<typeof updateRestaurantSchema>;

export const UpdateRestaurantResponse = MessageBody.extend({ restaurant: RestaurantBody });
export type UpdateRestaurantResponse = z.infer<typeof UpdateRestaurantResponse>;

/**
 * POST /delete-attraction, /delete-merch, /delete-rest: 200 with a message that says what
 * happened — 'deleted', or 'retired' (history refers to it: gone from the catalog, history
 * kept); 404 for an unknown or already removed id.
 */
export type DeleteRequest = z.input<typeof deleteByIdSchema>;

export const DeleteResponse = MessageBody.extend({ outcome: z.enum(['deleted', 'retired']) });
export type DeleteResponse = z.infer<typeof DeleteResponse>;
