import { bodyParser } from '@koa/bodyparser';
import type Router from '@koa/router';
import type { Container } from 'inversify';
import Koa, { type Middleware } from 'koa';
import compress from 'koa-compress';
import { isDocumentPath } from '../contract/routes';
import { resolve, TOKENS, type Token } from '../tokens';
import { apiDocs, docsRoutes, openApiHandler } from './api-docs';
import { SessionAuth } from './auth';
import { shallowBodiesOnly } from './body-depth';
import { CookieKeys } from './cookie-keys';
import { csrfProtection } from './csrf';
import { errorMapper } from './error-mapper';
import { healthChecks } from './health';
import { httpsOnly } from './https-only';
import { LoginLimits, ResetMailLimits } from './login-throttle';
import { RememberedRouter } from './remembered-router';
import { requestLog, streamErrorLog } from './request-log';
import { accountRoutes } from './routes/account-routes';
import { authRoutes } from './routes/auth-routes';
import {
  catalogRoutes,
  publicListHandlers,
  publicListsFirst,
  type PublicListHandler,
} from './routes/catalog-routes';
import { orderRoutes } from './routes/order-routes';
import {
  DEFAULT_FORGOT_PASSWORD_MIN_MS,
  passwordResetRoutes,
} from './routes/password-reset-routes';
import { visitorAccountRoutes } from './routes/visitor-account-routes';
import { maintenanceRoutes } from './routes/maintenance-routes';
import { staffRoutes } from './routes/staff-routes';
import { departmentRoutes } from './routes/department-routes';
import { managerRoutes } from './routes/manager-routes';
import { capacityRoutes } from './routes/capacity-routes';
import { ticketRoutes } from './routes/ticket-routes';
import { orderChangeRoutes } from './routes/order-change-routes';
import { reportRoutes } from './routes/report-routes';
import { auditRoutes } from './routes/audit-routes';
import { mailRoutes } from './routes/mail-routes';
import { metrics } from './metrics';
import { securityHeaders } from './security-headers';
import { sessionMiddleware } from './session';
import { storableTextOnly } from './storable-text';
import { webApp } from './static-files';

/** Request bodies above this size answer 413. */
export const BODY_LIMIT = '100kb';

/** Anything that ends without a body but with an error status answers JSON, e.g. 404 and 405. */
const jsonForEmptyErrors: Middleware = async (ctx, next) => {
  await next();
  const { status } = ctx;
  if (ctx.body == null && status >= 400) {
    ctx.body = { message: status === 404 ? 'Not found' : ctx.message };
    ctx.status = status; // setting a body on an untouched 404 would make it a 200
  }
};

/** The smallest answer worth compressing; below it the header and the CPU cost more than they save. */
const COMPRESS_FROM_BYTES = 1024;
const nothingMore = async () => {};

/**
 * koa-compress, asked only about answers that may be worth it: a text or bytes answer under
 * COMPRESS_FROM_BYTES (a logged-in person's own details, most API answers) leaves without its
 * checks of the content type and headers, which were a few percent of a `GET /api/user`. Every
 * other answer (streams, files, large JSON) is handed to it once the routes have answered,
 * as before; `Vary: Accept-Encoding` is sent either way, as it was.
 */
function compressedWhenLarge(compressor: Middleware): Middleware {
  return async (ctx, next) => {
    ctx.vary('Accept-Encoding');
    await next();
    const { body } = ctx;
    const small =
      (typeof body === 'string' || Buffer.isBuffer(body)) &&
      ctx.response.length < COMPRESS_FROM_BYTES;
    if (!small) await compressor(ctx, nothingMore);
  };
}

/**
 * A JSON answer (a plain object or array) is serialized here, once: koa-compress would
 * otherwise serialize it to learn its length, and Koa again to send it (a year's report is some
 * 300 KB of JSON).
 */
const jsonSerializedOnce: Middleware = async (ctx, next) => {
  await next();
  const { body } = ctx;
  if (body === null || typeof body !== 'object') return;
  const proto = Object.getPrototypeOf(body) as unknown;
  if (Array.isArray(body) || proto === Object.prototype || proto === null) {
    ctx.body = JSON.stringify(body); // the type stays JSON, the length is the string's
  }
};

/**
 * Answers past the public lists speak of one person (their account, orders, the reports):
 * no cache may keep them. A route that may be cached says so itself.
 */
const personalAnswersNotStored: Middleware = (ctx, next) => {
  ctx.set('Cache-Control', 'no-store');
  return next();
};

/** Every API route of the spec, on one router so 405 knows all of them. */
function apiRouter(
  container: Container,
  auth: SessionAuth,
  lists: ReadonlyMap<string, PublicListHandler>,
  openApi: ReturnType<typeof openApiHandler>,
): Router {
  const get = <T>(key: Token<T>) => resolve(container, key);
  const config = get(TOKENS.Config);
  const routers = [
    authRoutes({
      signUp: get(TOKENS.SignUp),
      logInUser: get(TOKENS.LogInUser),
      logInEmployee: get(TOKENS.LogInEmployee),
      limits: new LoginLimits(get(TOKENS.LimitCounters), get(TOKENS.Clock)),
    }),
    accountRoutes(auth),
    orderRoutes(auth, {
      checkout: get(TOKENS.Checkout),
      listRecentOrders: get(TOKENS.ListRecentOrders),
      getOrderDetails: get(TOKENS.GetOrderDetails),
    }),
    visitorAccountRoutes({
      auth,
      updateUserProfile: get(TOKENS.UpdateUserProfile),
      submitContactForm: get(TOKENS.SubmitContactForm),
    }),
    passwordResetRoutes({
      requestPasswordReset: get(TOKENS.RequestPasswordReset),
      resetPassword: get(TOKENS.ResetPassword),
      limits: new ResetMailLimits(get(TOKENS.LimitCounters)),
      minAnswerMs: DEFAULT_FORGOT_PASSWORD_MIN_MS,
    }),
    staffRoutes({
      auth,
      updateEmployeeProfile: get(TOKENS.UpdateEmployeeProfile),
      enterWeather: get(TOKENS.EnterWeather),
      chooseEmployeePassword: get(TOKENS.ChooseEmployeePassword),
    }),
    maintenanceRoutes({
      auth,
      listMaintenanceRequests: get(TOKENS.ListMaintenanceRequests),
      submitMaintenanceRequest: get(TOKENS.SubmitMaintenanceRequest),
      updateMaintenanceRequest: get(TOKENS.UpdateMaintenanceRequest),
      checkUrgentMaintenance: get(TOKENS.CheckUrgentMaintenance),
    }),
    reportRoutes({
      auth,
      getDashboard: get(TOKENS.GetDashboard),
      getFinanceReport: get(TOKENS.GetFinanceReport),
      getMaintenanceReport: get(TOKENS.GetMaintenanceReport),
      getVisitReport: get(TOKENS.GetVisitReport),
    }),
    capacityRoutes({
      auth,
      getAvailability: get(TOKENS.GetAvailability),
      setDayCapacity: get(TOKENS.SetDayCapacity),
    }),
    ticketRoutes({
      auth,
      listTickets: get(TOKENS.ListTickets),
      checkIn: get(TOKENS.CheckIn),
      gateLookup: get(TOKENS.GateLookup),
      parkName: config.parkName,
    }),
    orderChangeRoutes({
      auth,
      getOrderAccount: get(TOKENS.GetOrderAccount),
      findOrders: get(TOKENS.FindOrders),
      cancelOrder: get(TOKENS.CancelOrder),
      refundOrder: get(TOKENS.RefundOrder),
      changeVisitDate: get(TOKENS.ChangeVisitDate),
      closeDay: get(TOKENS.CloseDay),
    }),
    managerRoutes({
      auth,
      listEmployees: get(TOKENS.ListEmployees),
      addEmployee: get(TOKENS.AddEmployee),
      archiveEmployee: get(TOKENS.ArchiveEmployee),
      listContactForms: get(TOKENS.ListContactForms),
    }),
    departmentRoutes({
      auth,
      submitRestaurantExpense: get(TOKENS.SubmitRestaurantExpense),
      addAttraction: get(TOKENS.AddAttraction),
      updateAttraction: get(TOKENS.UpdateAttraction),
      addMerchandise: get(TOKENS.AddMerchandise),
      updateMerchandise: get(TOKENS.UpdateMerchandise),
      addRestaurant: get(TOKENS.AddRestaurant),
      updateRestaurant: get(TOKENS.UpdateRestaurant),
      removeCatalogItem: get(TOKENS.RemoveCatalogItem),
    }),
    auditRoutes({ auth, listAuditEntries: get(TOKENS.ListAuditEntries) }),
    mailRoutes({ auth, listMail: get(TOKENS.ListMail), retryMail: get(TOKENS.RetryMail) }),
    catalogRoutes(lists, {
      getCurrentWeather: get(TOKENS.GetCurrentWeather),
      clock: get(TOKENS.Clock),
      park: {
        name: config.parkName,
        timeZone: config.parkTz,
        dailyCapacity: config.capacity.capacity,
        dailyExpressCapacity: config.capacity.expressCapacity,
      },
    }),
    docsRoutes(openApi),
  ];
  const api = new RememberedRouter();
  for (const router of routers) api.use(router.routes());
  return api;
}

/**
 * The park's Koa app, built from a wired container and not yet listening: logging, security
 * headers, one error mapper, CSRF, the API reference, the web app's files, the public lists,
 * JSON bodies, database sessions, the API.
 */
export function createApp(container: Container): Koa {
  const config = resolve(container, TOKENS.Config);
  const log = resolve(container, TOKENS.Logger);
  const secure = config.secureCookies;
  // Behind N proxies the client's address is the N-th X-Forwarded-For entry from the right.
  const app = new Koa({ proxy: config.proxyHops > 0, maxIpsCount: config.proxyHops });
  app.keys = new CookieKeys([config.sessionSecret]);
  const auth = new SessionAuth(
    resolve(container, TOKENS.GetCurrentUser),
    resolve(container, TOKENS.GetCurrentEmployee),
  );
  const lists = publicListHandlers({
    listAttractions: resolve(container, TOKENS.ListAttractions),
    listRestaurants: resolve(container, TOKENS.ListRestaurants),
    listMerchandise: resolve(container, TOKENS.ListMerchandise),
  });
  const openApi = openApiHandler(config.parkName);
  const api = apiRouter(container, auth, lists, openApi);
  app.silent = true; // the error mapper logs; stream errors are logged below
  app.on('error', streamErrorLog(log));
  // First: every answer is counted and timed, whatever answered it.
  app.use(metrics({ knex: resolve(container, TOKENS.Database).knex, token: config.metricsToken }));
  app.use(requestLog(log));
  app.use(securityHeaders({ production: secure }));
  app.use(errorMapper(log));
  app.use(healthChecks(resolve(container, TOKENS.Readiness)));
  app.use(httpsOnly({ secureCookies: secure }));
  app.use(csrfProtection({ secure }));
  app.use(apiDocs({ parkName: config.parkName, openApi }));
  app.use(webApp({ root: config.webDist, parkName: config.parkName, isDocument: isDocumentPath }));
  app.use(publicListsFirst(lists));
  // The API's answers of 1 KB or more, for clients that accept it (browsers do): a year's
  // report is some 300 KB of JSON and about a tenth compressed. Files and the public lists
  // above are compressed once, ahead of time.
  app.use(compressedWhenLarge(compress({ threshold: COMPRESS_FROM_BYTES })));
  app.use(jsonSerializedOnce);
  app.use(bodyParser({ enableTypes: ['json'], jsonLimit: BODY_LIMIT }));
  app.use(shallowBodiesOnly);
  app.use(storableTextOnly);
  app.use(personalAnswersNotStored);
  const store = resolve(container, TOKENS.SessionStore);
  app.use(
    sessionMiddleware(app, {
      store,
      ids: resolve(container, TOKENS.IdGenerator),
      secure,
    }),
  );
  app.use(jsonForEmptyErrors);
  app.use(api.routes());
  app.use(api.allowedMethods());
  return app;
}
