// Runs s3rver 3.7.1 on 127.0.0.1 on a free port, with a bucket "site", and prints {"port"} once
// listening. Started as a child process because s3rver needs --openssl-legacy-provider on Node 20.
const S3rver = require('s3rver');

const directory = process.argv[2];
new S3rver({ address: '127.0.0.1', port: 0, directory, silent: true, configureBuckets: [{ name: 'site' }] })
  .run()
  .then((address) => process.stdout.write(`${JSON.stringify({ port: address.port })}\n`))
  .catch((error) => {
    process.stderr.write(`${error.stack}\n`);
    process.exit(1);
  });
