import type { TFunction } from 'i18next';

/** Spec §4 firstStatus: -1 latest accepted, 0 formal (or none), 1-10 the nth proof of an Online First article. */
export type ArticleStage = { stage: 'latestAccepted' } | { stage: 'formal' } | { stage: 'onlineFirst'; proof: number };

export function articleStage(firstStatus: number): ArticleStage {
  if (firstStatus === -1) return { stage: 'latestAccepted' };
  if (firstStatus >= 1 && firstStatus <= 10) return { stage: 'onlineFirst', proof: firstStatus };
  return { stage: 'formal' };
}

/**
 * The stage as a reader sees it: "Latest accepted", "Formal publication", or for a proof "Online first · Corrected
 * Proof" — in Chinese the proof is counted ("网络首发 · 第2次校样").
 */
export function stageLabel(firstStatus: number, t: TFunction): string {
  const stage = articleStage(firstStatus);
  const name = t(`journal.stages.${stage.stage}`);
  return stage.stage === 'onlineFirst' ? t('journal.stageWithProof', { stage: name, proof: t('journal.proof', { n: stage.proof }) }) : name;
}
