import type { Expert } from '../../schemas/content/expert.ts';
import { ExpertCard } from '../../kits/home/ExpertCard.tsx';
import { EmptyState } from '../../kits/home/HomeSection.tsx';
import { cardGrid } from '../../kits/home/styles.ts';

/** The experts of an album: photo, name, editorial role, title, institution and field. */
export function ExpertList({ experts }: { experts: Expert[] }) {
  if (experts.length === 0) return <EmptyState />;
  return (
    <ul css={cardGrid('260px')}>
      {experts.map((expert) => (
        <ExpertCard key={expert.id} expert={expert} showField />
      ))}
    </ul>
  );
}
