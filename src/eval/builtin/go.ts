import type { Behaviour } from './behaviour.js';

const go = (b: Omit<Behaviour, 'language' | 'comment'>): Behaviour => ({ ...b, language: 'go', comment: '//' });

export const GO: readonly Behaviour[] = [
  go({
    name: 'http-404',
    path: 'internal/users/client.go',
    task: 'Fetch a user by id; a missing user is reported as ErrNotFound.',
    assertion: 'A 404 response is turned into ErrNotFound',
    before: '',
    withIt:
      'package users\n\nimport (\n\t"errors"\n\t"fmt"\n\t"net/http"\n)\n\nvar ErrNotFound = errors.New("user not found")\n\nfunc (c *Client) Get(id string) (*User, error) {\n\tresp, err := c.http.Get(c.base + "/users/" + id)\n\tif err != nil {\n\t\treturn nil, err\n\t}\n\tdefer resp.Body.Close()\n\tif resp.StatusCode == http.StatusNotFound {\n\t\treturn nil, ErrNotFound\n\t}\n\tif resp.StatusCode != http.StatusOK {\n\t\treturn nil, fmt.Errorf("get user %s: %s", id, resp.Status)\n\t}\n\treturn decodeUser(resp.Body)\n}\n',
    remove: [['\tif resp.StatusCode == http.StatusNotFound {\n\t\treturn nil, ErrNotFound\n\t}\n', '']],
    probe: /http\.StatusNotFound/,
  }),
  go({
    name: 'defer-close',
    path: 'internal/store/export.go',
    task: 'Write the export to a file.',
    assertion: 'The file is closed on every return path with defer',
    before: '',
    withIt:
      'package store\n\nimport "os"\n\nfunc Export(path string, data []byte) error {\n\tf, err := os.Create(path)\n\tif err != nil {\n\t\treturn err\n\t}\n\tdefer f.Close()\n\t_, err = f.Write(data)\n\treturn err\n}\n',
    remove: [['\tdefer f.Close()\n', '']],
    probe: /defer f\.Close\(\)/,
  }),
  go({
    name: 'context-timeout',
    path: 'internal/billing/charge.go',
    task: 'A charge must not wait forever on the payment provider.',
    assertion: 'The provider call runs under a context with a 10 second timeout',
    before: '',
    withIt:
      'package billing\n\nimport (\n\t"context"\n\t"time"\n)\n\nfunc (s *Service) Charge(ctx context.Context, amount int64) error {\n\tctx, cancel := context.WithTimeout(ctx, 10*time.Second)\n\tdefer cancel()\n\treturn s.provider.Charge(ctx, amount)\n}\n',
    remove: [
      ['\tctx, cancel := context.WithTimeout(ctx, 10*time.Second)\n\tdefer cancel()\n', ''],
      ['import (\n\t"context"\n\t"time"\n)\n', 'import "context"\n'],
    ],
    probe: /context\.WithTimeout/,
  }),
  go({
    name: 'wrap-error',
    path: 'internal/config/load.go',
    task: 'Errors while loading the config must say which file failed.',
    assertion: 'A read error is wrapped with the file path using %w',
    before: '',
    withIt:
      'package config\n\nimport (\n\t"fmt"\n\t"os"\n)\n\nfunc Load(path string) ([]byte, error) {\n\tdata, err := os.ReadFile(path)\n\tif err != nil {\n\t\treturn nil, fmt.Errorf("load config %s: %w", path, err)\n\t}\n\treturn data, nil\n}\n',
    remove: [
      ['\t\treturn nil, fmt.Errorf("load config %s: %w", path, err)\n', '\t\treturn nil, err\n'],
      ['import (\n\t"fmt"\n\t"os"\n)\n', 'import "os"\n'],
    ],
    probe: /%w", path, err/,
  }),
  go({
    name: 'mutex',
    path: 'internal/metrics/counter.go',
    task: 'Count requests from many goroutines.',
    assertion: 'The counter map is protected by a mutex when it is written',
    before: '',
    withIt:
      'package metrics\n\nimport "sync"\n\ntype Counter struct {\n\tmu     sync.Mutex\n\tcounts map[string]int\n}\n\nfunc (c *Counter) Inc(key string) {\n\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n\tc.counts[key]++\n}\n',
    remove: [['\tc.mu.Lock()\n\tdefer c.mu.Unlock()\n', '']],
    probe: /c\.mu\.Lock\(\)/,
  }),
  go({
    name: 'unit-test',
    path: 'internal/text/slug_test.go',
    task: 'Add Slug() with a table test.',
    assertion: 'The table test covers an input with leading and trailing spaces',
    before: '',
    withIt:
      'package text\n\nimport "testing"\n\nfunc TestSlug(t *testing.T) {\n\tcases := []struct{ in, want string }{\n\t\t{"Hello World", "hello-world"},\n\t\t{"  padded  ", "padded"},\n\t}\n\tfor _, c := range cases {\n\t\tif got := Slug(c.in); got != c.want {\n\t\t\tt.Errorf("Slug(%q) = %q, want %q", c.in, got, c.want)\n\t\t}\n\t}\n}\n',
    remove: [['\t\t{"  padded  ", "padded"},\n', '']],
    probe: /"  padded  "/,
  }),
  go({
    name: 'check-error',
    path: 'cmd/migrate/main.go',
    task: 'Run the database migrations at start-up.',
    assertion: 'The error returned by Migrate is checked and stops the program',
    before: '',
    withIt:
      'package main\n\nimport (\n\t"log"\n\n\t"example.com/app/internal/db"\n)\n\nfunc main() {\n\tconn := db.MustOpen()\n\tif err := db.Migrate(conn); err != nil {\n\t\tlog.Fatalf("migrate: %v", err)\n\t}\n\tlog.Print("migrations applied")\n}\n',
    remove: [['\tif err := db.Migrate(conn); err != nil {\n\t\tlog.Fatalf("migrate: %v", err)\n\t}\n', '\tdb.Migrate(conn)\n']],
    probe: /err := db\.Migrate\(conn\); err != nil/,
  }),
  go({
    name: 'limit-body',
    path: 'internal/api/upload.go',
    task: 'Accept uploads, but protect the server from huge bodies.',
    assertion: 'The request body is limited to 10 MiB with http.MaxBytesReader',
    before: '',
    withIt:
      'package api\n\nimport (\n\t"io"\n\t"net/http"\n)\n\nfunc Upload(w http.ResponseWriter, r *http.Request) {\n\tr.Body = http.MaxBytesReader(w, r.Body, 10<<20)\n\tdata, err := io.ReadAll(r.Body)\n\tif err != nil {\n\t\thttp.Error(w, "body too large", http.StatusRequestEntityTooLarge)\n\t\treturn\n\t}\n\tsave(data)\n}\n',
    remove: [['\tr.Body = http.MaxBytesReader(w, r.Body, 10<<20)\n', '']],
    probe: /MaxBytesReader/,
  }),
  go({
    name: 'graceful-shutdown',
    path: 'cmd/server/main.go',
    task: 'Let in-flight requests finish when the server is stopped.',
    assertion: 'On SIGTERM the server is shut down gracefully with Shutdown',
    before: '',
    withIt:
      'package main\n\nimport (\n\t"context"\n\t"net/http"\n\t"os/signal"\n\t"syscall"\n)\n\nfunc main() {\n\tsrv := &http.Server{Addr: ":8080", Handler: routes()}\n\tctx, stop := signal.NotifyContext(context.Background(), syscall.SIGTERM)\n\tdefer stop()\n\tgo srv.ListenAndServe()\n\t<-ctx.Done()\n\tsrv.Shutdown(context.Background())\n}\n',
    remove: [['\tsrv.Shutdown(context.Background())\n', '\tsrv.Close()\n']],
    probe: /srv\.Shutdown\(/,
  }),
  go({
    name: 'sql-params',
    path: 'internal/store/orders.go',
    task: 'Look up the orders of one customer.',
    assertion: 'The customer id is passed to the query as a placeholder argument',
    before: '',
    withIt:
      'package store\n\nimport "database/sql"\n\nfunc OrdersOf(db *sql.DB, customerID string) (*sql.Rows, error) {\n\treturn db.Query("SELECT id, total FROM orders WHERE customer_id = $1", customerID)\n}\n',
    remove: [
      [
        '\treturn db.Query("SELECT id, total FROM orders WHERE customer_id = $1", customerID)\n',
        '\treturn db.Query("SELECT id, total FROM orders WHERE customer_id = \'" + customerID + "\'")\n',
      ],
    ],
    probe: /customer_id = \$1", customerID/,
  }),
];
