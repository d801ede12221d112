/** Where the page leaves its language for the service worker (which has no localStorage): a cache both share. */
export const WORKER_CACHE = 'dominoes-settings';
export const WORKER_LANGUAGE = '/settings/language';
