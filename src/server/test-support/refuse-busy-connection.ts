// node-postgres warns (pg 8) and will throw (pg 9) when a query is given to a connection that is
// still running one: in our code, a Promise.all over the statements of one transaction. The
// warning is printed once per process and is easy to miss, so in tests it fails the run, with
// the stack of the query that caused it.
process.on('warning', (warning) => {
  if (warning.message.includes('client is already executing a query')) {
    throw new Error(`A query was sent on a busy PostgreSQL connection:\n${warning.stack}`);
  }
});
