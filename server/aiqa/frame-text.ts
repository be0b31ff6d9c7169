import { contentLanguageOf } from '../../schemas/language-codes.ts';

/** The development frame's words, in the two languages its pages come in (every other language reads English). */
const texts = {
  en: {
    defaultName: 'AI assistant',
    intro: "Ask a question about this site's articles. The answer lists the articles that match it best.",
    question: 'Your question',
    ask: 'Ask',
    asking: 'Searching the site…',
    waiting: 'Connecting to the page…',
    you: 'You asked',
    found: 'These articles on this site match your question best:',
    nothingFound: 'Nothing found on this site for your question. Try other words.',
    failed: 'The answer could not be fetched. Please try again.',
    unavailable: 'Assistant unavailable',
    invalid: 'This assistant link is not valid. Close the panel and open it again.',
    expired: 'This assistant session has expired. Close the panel and open it again.',
  },
  zh: {
    defaultName: 'AI 助手',
    intro: '就本站文章提问，回答会列出最相关的文章。',
    question: '您的问题',
    ask: '提问',
    asking: '正在检索本站…',
    waiting: '正在连接页面…',
    you: '您的提问',
    found: '本站与您的问题最相关的文章：',
    nothingFound: '本站未找到与您的问题相关的内容，请换个说法再试。',
    failed: '未能获取回答，请重试。',
    unavailable: '助手不可用',
    invalid: '此助手链接无效，请关闭面板后重新打开。',
    expired: '此助手会话已过期，请关闭面板后重新打开。',
  },
} as const;

export type FrameTexts = { [Key in keyof (typeof texts)['en']]: string };
export type FrameLanguage = keyof typeof texts;

export function frameLanguageOf(lang: string): FrameLanguage {
  return contentLanguageOf(lang);
}

export function frameTexts(lang: string): FrameTexts {
  return texts[frameLanguageOf(lang)];
}

/** `<html lang>` of a frame page. */
export const frameHtmlLang: Record<FrameLanguage, string> = { en: 'en', zh: 'zh-CN' };
