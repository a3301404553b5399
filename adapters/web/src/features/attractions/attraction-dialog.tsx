import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { ClosedMarker } from './attraction-card';
import type { AttractionBody } from '../../api/attractions-api';
import { ParkImage } from '../../components/park-image';

/** The attraction's fields: type, thrill level, height requirement and description. */
export function AttractionDialog({
  attraction,
  open,
  onClose,
}: {
  attraction: AttractionBody | null;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Dialog
      open={open && attraction !== null}
      onClose={onClose}
      aria-labelledby="attraction-dialog-title"
      fullWidth
      maxWidth="sm"
    >
      {attraction && (
        <>
          <DialogTitle id="attraction-dialog-title">{attraction.name}</DialogTitle>
          <DialogContent>
            <ParkImage
              src={attraction.image}
              name={attraction.name}
              alt=""
              sx={{
                width: '100%',
                aspectRatio: '16 / 9',
                objectFit: 'cover',
                borderRadius: 1,
                display: 'block',
                mb: 2,
              }}
            />
            {!attraction.status && (
              <Box sx={{ mb: 2 }}>
                <ClosedMarker />
              </Box>
            )}
            <Box
              component="dl"
              sx={{
                display: 'grid',
                gridTemplateColumns: { xs: '1fr', sm: 'auto 1fr' },
                columnGap: 2,
                rowGap: { xs: 0, sm: 1 },
                m: 0,
                '& dt': { fontWeight: 700 },
                '& dd': { m: 0, mb: { xs: 1, sm: 0 } },
              }}
            >
              <dt>Type</dt>
              <dd>{attraction.type}</dd>
              <dt>Thrill level</dt>
              <dd>{attraction.thrillLevel}</dd>
              <dt>Height requirement</dt>
              <dd>{attraction.heightRequirement}</dd>
              <dt>Description</dt>
              <dd>
                <Typography component="span">{attraction.description}</Typography>
              </dd>
            </Box>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose} variant="contained" autoFocus>
              Close
            </Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
