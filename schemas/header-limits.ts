/** Spec §5: a header shows at most this many custom buttons (more enabled ones are a config error). */
export const maxCustomButtons = 3;
