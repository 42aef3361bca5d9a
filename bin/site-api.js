import '../lib/cli/main.js';
