import Router from '@koa/router';
import { CONTACT_SUBMITTED } from '../../../core/contact/contact';
import type { SubmitContactForm } from '../../../core/contact/submit-contact-form';
import type { UpdateUserProfile } from '../../../core/accounts/update-user-profile';
import { guardedUser, type SessionAuth } from '../auth';
import type { ContactResponse } from '../../contract/account';
import { unwrap } from '../error-mapper';
import { toUserBody } from '../../contract/presenters';
import {
  contactSchema,
  PROFILE_WIRE_PATHS,
  toProfile,
  updateUserSchema,
} from '../../contract/account';
import { inWireTerms } from '../../contract/wire-paths';
import { validate } from '../validate';

export interface VisitorAccountRouteDeps {
  auth: SessionAuth;
  updateUserProfile: UpdateUserProfile;
  submitContactForm: SubmitContactForm;
}

/** PUT /api/user and POST /contact-us: a logged-in visitor's own profile and messages. */
export function visitorAccountRoutes(deps: VisitorAccountRouteDeps): Router {
  const router = new Router();
  const { requireUser } = deps.auth;

  router.put('/api/user', requireUser, async (ctx) => {
    const user = guardedUser(ctx);
    const body = validate(updateUserSchema, ctx.request.body);
    const result = await deps.updateUserProfile.execute({
      sessionUserId: user.id,
      requestedUserId: body.UserID,
      profile: toProfile(body),
    });
    const updated = unwrap(inWireTerms(result, PROFILE_WIRE_PATHS));
    ctx.body = toUserBody(updated);
  });

  router.post('/contact-us', requireUser, async (ctx) => {
    const user = guardedUser(ctx);
    const message = validate(contactSchema, ctx.request.body);
    const stored = unwrap(await deps.submitContactForm.execute({ ...message, userId: user.id }));
    ctx.status = 201;
    ctx.body = { message: CONTACT_SUBMITTED, SubmissionID: stored.id } satisfies ContactResponse;
  });

  return router;
}
