import styled from '@emotion/styled';
import { formatStudioDate, photoCardTags, photoTypeLabels, type TimeZone } from '@studio/domain';
import { Badge } from '../../../components/badge.tsx';
import { Button } from '../../../components/button.tsx';
import { Card } from '../../../components/card.tsx';
import type { Doc } from '../../../utils/firestore-refs.ts';

const PhotoFooter = styled.div({ justifyContent: 'space-between' });

const Image = styled.img({
  display: 'block',
  width: '100%',
  aspectRatio: '4 / 3',
  objectFit: 'cover',
  background: '#F1EEF4',
});

const Body = styled.div(({ theme }) => ({
  padding: 14,
  display: 'grid',
  gap: 8,
  '.row': { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 6 },
  '.notes': { margin: 0, fontSize: '0.9rem', overflowWrap: 'anywhere' },
  '.date': { fontSize: '0.8rem', color: theme.colors.muted },
}));

/** A photo with its type, notes, at most two tags (spec §9), date and a delete button. */
export function PhotoCard(props: { photo: Doc<'clientPhotos'>; timeZone: TimeZone; onDelete: () => void }) {
  const { photo } = props;
  const type = photoTypeLabels[photo.photo_type];
  return (
    <Card as="article">
      <Image
        src={photo.photo_url}
        alt={photo.notes ? `${type}: ${photo.notes}` : `${type} photo`}
        loading="lazy"
      />
      <Body>
        <div className="row">
          <Badge>{type}</Badge>
          {photoCardTags(photo.tags).map((tag) => (
            <Badge key={tag} tone="neutral">
              {tag}
            </Badge>
          ))}
        </div>
        {photo.notes && <p className="notes">{photo.notes}</p>}
        <PhotoFooter className="row">
          <span className="date">{formatStudioDate(photo.created_at, props.timeZone)}</span>
          <Button
            size="sm"
            variant="outline"
            onClick={props.onDelete}
            aria-label={`Delete ${type.toLowerCase()} photo`}
          >
            Delete
          </Button>
        </PhotoFooter>
      </Body>
    </Card>
  );
}
