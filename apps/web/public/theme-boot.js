// Applies the saved theme before the first paint so a dark-theme user never sees a white flash.
// Kept as a tiny external file because the Content-Security-Policy forbids inline scripts.
(function () {
  try {
    var saved = JSON.parse(localStorage.getItem('confab:appearance') || '{}');
    var theme = saved.theme === 'light' || saved.theme === 'dark' ? saved.theme : null;
    if (!theme) theme = window.matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    document.documentElement.dataset.theme = theme;
  } catch (error) {
    document.documentElement.dataset.theme = 'light';
  }
})();
