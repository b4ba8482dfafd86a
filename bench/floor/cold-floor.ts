// The cold-load floor: the textarea is parsed before this module runs, so it can take input now.
performance.mark('confab:composer-ready');

export {};
