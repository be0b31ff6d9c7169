import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { deskUploadEndpoints } from '../../../../schemas/api/desk-upload-endpoints.ts';
import type { ArticleStage } from '../../../../schemas/ingest/placement.ts';
import { useAdminApi } from '../../../kits/api/admin-api-context.tsx';
import type { SentBytes } from '../../../kits/api/send-form.ts';
import { deskKeys } from '../desk-keys.ts';

/** Where an upload's drafts go, as the form chose it. */
export type UploadPlacement = { journalId: number; stage: ArticleStage; issueId?: number | undefined; columnId?: number | undefined };
export type UploadRequest = { file: File; placement: UploadPlacement; metadata?: unknown };

/** How often the server is asked how far it has got, once the file has been sent. */
const pollEveryMs = 400;

/** A name for one upload's progress: random, from what every browser has (randomUUID needs a secure context). */
function newUploadId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(12)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The form as the server reads it: the text fields first (it checks them as the file begins), the file last. */
function formOf({ file, placement, metadata }: UploadRequest): FormData {
  const form = new FormData();
  form.set('journalId', String(placement.journalId));
  form.set('stage', placement.stage);
  if (placement.stage === 'issue' && placement.issueId !== undefined) form.set('issueId', String(placement.issueId));
  if (placement.columnId !== undefined) form.set('columnId', String(placement.columnId));
  if (metadata !== undefined) form.set('metadata', JSON.stringify(metadata));
  form.set('file', file, file.name);
  return form;
}

/**
 * One upload at a time to the site's desk: the bytes sent (from the browser's own count), then the server's progress
 * in reading and storing the articles (polled by the upload's name until the reply comes), then the reply: the
 * drafts made, or why nothing was saved. The desk's lists are read again after it.
 */
export function useUpload(sld: string) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  const [sent, setSent] = useState<SentBytes | undefined>();
  const [uploadId, setUploadId] = useState<string | undefined>();
  const stop = useRef<AbortController | undefined>(undefined);

  const upload = useMutation({
    mutationFn: (request: UploadRequest) => {
      const id = newUploadId();
      const controller = new AbortController();
      stop.current = controller;
      setUploadId(id);
      setSent({ loaded: 0, total: request.file.size });
      return api.send(deskUploadEndpoints.deskUpload, { params: { sld }, query: { progress: id }, form: formOf(request), onSent: setSent, signal: controller.signal });
    },
    onSettled: () => {
      stop.current = undefined;
      void queryClient.invalidateQueries({ queryKey: deskKeys.site(sld) });
    },
  });

  const allSent = sent !== undefined && sent.total > 0 && sent.loaded >= sent.total;
  const processing = useQuery({
    queryKey: ['admin', 'upload', sld, uploadId],
    queryFn: ({ signal }) => api.call(deskUploadEndpoints.deskUploadProgress, { params: { sld, uploadId: uploadId! }, signal }),
    enabled: upload.isPending && allSent && uploadId !== undefined,
    refetchInterval: pollEveryMs,
    retry: false,
    gcTime: 0,
  });

  return {
    upload,
    sent,
    allSent,
    /** The server's last word on the upload's progress while it works (undefined before, or when it cannot say). */
    processing: upload.isPending ? processing.data : undefined,
    /** Stops sending (what the server had is thrown away). */
    cancel: () => stop.current?.abort(),
    /**
     * Has the server start its parsing threads once a JATS file is chosen, so that they are ready when it arrives. Only
     * a head start: a failure changes nothing (the upload starts them itself).
     */
    prepare: () => void api.call(deskUploadEndpoints.deskUploadPrepare, { params: { sld } }).catch(() => {}),
  };
}
