import { useMemberQuery } from '../../../kits/member/use-member-query.ts';
import { QueryStatus } from '../records/QueryStatus.tsx';
import { PhotoUpload } from './PhotoUpload.tsx';
import { ProfileForm } from './ProfileForm.tsx';

/** Personal information (spec §2 menu infomation): the profile picture and the profile form. */
export function ProfilePanel() {
  const info = useMemberQuery('info', {});
  return (
    <div className="mh-profile">
      <QueryStatus pending={info.isPending} error={info.error} empty={false} onRetry={() => void info.refetch()} />
      {info.data ? (
        <>
          <PhotoUpload photoUrl={info.data.photoUrl} />
          <ProfileForm key={info.data.id} info={info.data} />
        </>
      ) : null}
    </div>
  );
}
