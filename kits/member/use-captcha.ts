import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { usePage } from '../../runtime/context/page-context.ts';
import { callMember } from './member-call.ts';

/**
 * The image captcha of GET /rc-pub/api/captcha (spec §5), fetched in the browser when the form shows. Each one is good
 * for one attempt: `refresh` fetches a new one (after every submission, and on the reader's request).
 */
export function useCaptcha(enabled = true) {
  const { api } = usePage();
  // Each form has its own captcha: one answered in one form must not spend another's.
  const instance = useId();
  const query = useQuery({
    queryKey: ['captcha', 'image', instance],
    queryFn: ({ signal }) => callMember(api, 'captcha', {}, { signal }),
    enabled,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  return { captcha: query.data ?? null, failed: query.isError, refresh: () => void query.refetch() };
}
