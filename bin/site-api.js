#!/usr/bin/env node
import '../lib/cli/main.js';
