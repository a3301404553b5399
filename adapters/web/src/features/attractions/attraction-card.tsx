import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { AttractionBody } from '../../api/attractions-api';
import { ParkImage } from '../../components/park-image';

/** The card's picture (also the placeholders' while the list loads). */
export const ATTRACTION_IMAGE_RATIO = '16 / 10';
/** About the height of a card's text below its picture, px: the placeholders' while it loads. */
export const ATTRACTION_TEXT_HEIGHT = 101;

/** The red marker and the word CLOSED on a closed attraction. */
export function ClosedMarker() {
  return (
    <Box
      sx={{
        display: 'inline-flex',
        alignItems: 'center',
        gap: 0.75,
        px: 1,
        py: 0.25,
        borderRadius: 1,
        bgcolor: '#c62828',
        color: '#fff',
        fontWeight: 800,
        fontSize: '0.8rem',
        letterSpacing: '0.06em',
      }}
    >
      <Box
        component="span"
        aria-hidden="true"
        sx={{ width: 10, height: 10, borderRadius: '50%', bgcolor: '#fff' }}
      />
      CLOSED
    </Box>
  );
}

/** One attraction: picture, name, type and short description; a button that opens details. */
export function AttractionCard({
  attraction,
  onOpen,
  eager = false,
}: {
  attraction: AttractionBody;
  onOpen: () => void;
  /** The first row's pictures load at once (they are the page's largest paint), the rest lazily. */
  eager?: boolean;
}) {
  const closed = !attraction.status;
  return (
    <Card
      variant="outlined"
      sx={{
        height: '100%',
        borderColor: closed ? '#c62828' : undefined,
        borderWidth: closed ? 2 : 1,
      }}
    >
      <CardActionArea
        onClick={onOpen}
        aria-haspopup="dialog"
        sx={{ height: '100%', display: 'flex', flexDirection: 'column', alignItems: 'stretch' }}
      >
        <Box sx={{ position: 'relative' }}>
          <ParkImage
            src={attraction.image}
            name={attraction.name}
            alt=""
            loading={eager ? 'eager' : 'lazy'}
            sx={{
              width: '100%',
              aspectRatio: ATTRACTION_IMAGE_RATIO,
              objectFit: 'cover',
              display: 'block',
              filter: closed ? 'grayscale(0.7)' : undefined,
            }}
          />
          {closed && (
            <Box sx={{ position: 'absolute', top: 8, left: 8 }}>
              <ClosedMarker />
            </Box>
          )}
        </Box>
        <CardContent sx={{ flexGrow: 1 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.25 }}>
            {attraction.name}
          </Typography>
          <Typography variant="body2" color="primary" sx={{ fontWeight: 700, mb: 0.5 }}>
            {attraction.type}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {attraction.shortDescription}
          </Typography>
        </CardContent>
      </CardActionArea>
    </Card>
  );
}
