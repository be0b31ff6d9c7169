import { z } from 'zod';
import { newArticleKinds } from './new-article-kinds.ts';

export const newArticleKind = z.enum(newArticleKinds);
