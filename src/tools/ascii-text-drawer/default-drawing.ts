// The drawing of the page's default settings, in the page's HTML: it paints with the page rather
// than after the worker has fetched its font. A unit test keeps it equal to what figlet draws.
export const defaultDrawing = [
  '     _             _ _      _    ____ _____ ',
  '    / \\   ___  ___(_|_)    / \\  |  _ \\_   _|',
  '   / _ \\ / __|/ __| | |   / _ \\ | |_) || |  ',
  '  / ___ \\\\__ \\ (__| | |  / ___ \\|  _ < | |  ',
  ' /_/   \\_\\___/\\___|_|_| /_/   \\_\\_| \\_\\|_|  ',
  '                                            ',
].join('\n');
