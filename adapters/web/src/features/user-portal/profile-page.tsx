import Edit from '@mui/icons-material/Edit';
import {
  addressFormOf,
  addressRequestOf,
  addressRows,
  type AddressForm,
} from '../../components/address-fields';
import { DetailsList } from '../../components/details-list';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import type { UpdateUserRequest, UserBody } from '../../api/contract';
import { httpStatusOf, serverProblemOf } from '../../api/http-errors';
import { LoadingIndicator } from '../../components/loading-indicator';
import {
  AddressBlock,
  EditorTitleRow,
  ReadOnlyField,
  SaveOrCancel,
  useProfileForm,
} from '../../components/profile-form-parts';
import { stateName } from '../../components/us-state-options';
import { useDocumentTitle } from '../../components/use-document-title';
import { selectSessionReady, selectUser, userUpdated } from '../../app/session/session-slice';
import { useUpdateUserMutation } from './user-portal-api';

export const PROFILE_SAVE_FAILED = 'Your profile could not be saved. Please try again.';

interface ProfileForm extends AddressForm {
  UName: string;
}

const formOf = (user: UserBody): ProfileForm => ({ UName: user.UName, ...addressFormOf(user) });

/** The body of PUT /api/user; the email is read-only and not sent. */
export function updateUserRequest(user: UserBody, form: ProfileForm): UpdateUserRequest {
  return {
    UserID: user.UserID,
    UName: form.UName.trim(),
    ...addressRequestOf(form),
  };
}

function ProfileView({ user }: { user: UserBody }) {
  const rows: [string, string][] = [
    ['Name', user.UName],
    ['Email', user.UEmail],
    ...addressRows(user, stateName),
  ];
  return <DetailsList rows={rows} />;
}

/** /user/profile: the account's details, viewed or edited (the email stays read-only). */
export function ProfilePage() {
  useDocumentTitle('My Profile');
  const dispatch = useAppDispatch();
  const ready = useAppSelector(selectSessionReady);
  const user = useAppSelector(selectUser);
  const [editing, setEditing] = useState(false);
  const { form, setForm, error, setError, field } = useProfileForm<ProfileForm>();
  const [updateUser, { isLoading }] = useUpdateUserMutation();

  if (!ready || !user) return <LoadingIndicator />;

  const startEditing = () => {
    setForm(formOf(user));
    setError(null);
    setEditing(true);
  };
  const cancel = () => {
    setForm(null);
    setError(null);
    setEditing(false);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!form) return;
    setError(null);
    try {
      const saved = await updateUser(updateUserRequest(user, form)).unwrap();
      dispatch(userUpdated(saved));
      setForm(null);
      setEditing(false);
    } catch (failure) {
      console.error('Saving the profile failed.', failure);
      const problem = httpStatusOf(failure) === 400 ? serverProblemOf(failure) : null;
      setError(problem?.message ?? PROFILE_SAVE_FAILED);
    }
  };

  return (
    <Box sx={{ p: { xs: 2, md: 4 }, maxWidth: 760 }}>
      <EditorTitleRow
        heading={
          <Typography variant="h4" component="h1">
            My Profile
          </Typography>
        }
        action={
          !editing && (
            <Button variant="contained" startIcon={<Edit />} onClick={startEditing}>
              Edit profile
            </Button>
          )
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {!editing ? (
          <ProfileView user={user} />
        ) : (
          <Box
            component="form"
            onSubmit={onSubmit}
            aria-label="Edit profile"
            sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}
          >
            <TextField {...field('UName')} label="Name" autoComplete="name" autoFocus />
            <ReadOnlyField
              name="UEmail"
              label="Email"
              value={user.UEmail}
              helperText="Your email cannot be changed."
            />
            <AddressBlock field={field} />
            <SaveOrCancel error={error} busy={isLoading} onCancel={cancel} />
          </Box>
        )}
      </Paper>
    </Box>
  );
}

export default ProfilePage;
