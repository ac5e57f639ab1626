import type { Behaviour } from './behaviour.js';

const java = (b: Omit<Behaviour, 'language' | 'comment'>): Behaviour => ({ ...b, language: 'java', comment: '//' });

export const JAVA: readonly Behaviour[] = [
  java({
    name: 'http-404',
    path: 'src/main/java/com/example/users/UserClient.java',
    task: 'Fetch a user by id; a missing user is an empty Optional.',
    assertion: 'A 404 response returns Optional.empty()',
    before: '',
    withIt:
      'package com.example.users;\n\nimport java.net.http.HttpResponse;\nimport java.util.Optional;\n\npublic final class UserClient {\n    public Optional<User> find(String id) throws Exception {\n        HttpResponse<String> response = http.get("/users/" + id);\n        if (response.statusCode() == 404) {\n            return Optional.empty();\n        }\n        return Optional.of(User.parse(response.body()));\n    }\n}\n',
    remove: [['        if (response.statusCode() == 404) {\n            return Optional.empty();\n        }\n', '']],
    probe: /statusCode\(\) == 404/,
  }),
  java({
    name: 'try-with-resources',
    path: 'src/main/java/com/example/io/Lines.java',
    task: 'Count the lines of a file.',
    assertion: 'The reader is closed through try-with-resources',
    before: '',
    withIt:
      'package com.example.io;\n\nimport java.io.BufferedReader;\nimport java.nio.file.Files;\nimport java.nio.file.Path;\n\npublic final class Lines {\n    public static long count(Path path) throws Exception {\n        try (BufferedReader reader = Files.newBufferedReader(path)) {\n            return reader.lines().count();\n        }\n    }\n}\n',
    remove: [
      [
        '        try (BufferedReader reader = Files.newBufferedReader(path)) {\n            return reader.lines().count();\n        }\n',
        '        BufferedReader reader = Files.newBufferedReader(path);\n        return reader.lines().count();\n',
      ],
    ],
    probe: /try \(BufferedReader reader/,
  }),
  java({
    name: 'equals-hashcode',
    path: 'src/main/java/com/example/money/Money.java',
    task: 'Money values are used as map keys.',
    assertion: 'Money overrides hashCode consistently with equals',
    before: '',
    withIt:
      'package com.example.money;\n\nimport java.util.Objects;\n\npublic final class Money {\n    private final long cents;\n    private final String currency;\n\n    public Money(long cents, String currency) { this.cents = cents; this.currency = currency; }\n\n    @Override public boolean equals(Object o) {\n        return o instanceof Money m && m.cents == cents && m.currency.equals(currency);\n    }\n\n    @Override public int hashCode() {\n        return Objects.hash(cents, currency);\n    }\n}\n',
    remove: [['\n    @Override public int hashCode() {\n        return Objects.hash(cents, currency);\n    }\n', '']],
    probe: /public int hashCode\(\)/,
  }),
  java({
    name: 'null-arg',
    path: 'src/main/java/com/example/mail/Mailer.java',
    task: 'Send a welcome mail to new users.',
    assertion: 'A null recipient is rejected with requireNonNull',
    before: '',
    withIt:
      'package com.example.mail;\n\nimport java.util.Objects;\n\npublic final class Mailer {\n    public void welcome(String recipient) {\n        Objects.requireNonNull(recipient, "recipient");\n        transport.send(recipient, "Welcome!", template.render("welcome"));\n    }\n}\n',
    remove: [['        Objects.requireNonNull(recipient, "recipient");\n', '']],
    probe: /requireNonNull\(recipient/,
  }),
  java({
    name: 'log-exception',
    path: 'src/main/java/com/example/jobs/Nightly.java',
    task: 'Failures of the nightly job must be visible in the logs.',
    assertion: 'An exception in the job is logged with its stack trace',
    before: '',
    withIt:
      'package com.example.jobs;\n\nimport java.util.logging.Level;\nimport java.util.logging.Logger;\n\npublic final class Nightly implements Runnable {\n    private static final Logger LOG = Logger.getLogger(Nightly.class.getName());\n\n    @Override public void run() {\n        try {\n            work();\n        } catch (Exception e) {\n            LOG.log(Level.SEVERE, "nightly job failed", e);\n        }\n    }\n}\n',
    remove: [['            LOG.log(Level.SEVERE, "nightly job failed", e);\n', '']],
    probe: /LOG\.log\(Level\.SEVERE/,
  }),
  java({
    name: 'unit-test',
    path: 'src/test/java/com/example/text/SlugTest.java',
    task: 'Add Slug.of() with tests.',
    assertion: 'A test checks that Slug.of lower-cases its input',
    before: '',
    withIt:
      'package com.example.text;\n\nimport static org.junit.jupiter.api.Assertions.assertEquals;\n\nimport org.junit.jupiter.api.Test;\n\nclass SlugTest {\n    @Test void replacesSpaces() { assertEquals("a-b", Slug.of("a b")); }\n\n    @Test void lowerCases() { assertEquals("hello", Slug.of("HeLLo")); }\n}\n',
    remove: [['\n    @Test void lowerCases() { assertEquals("hello", Slug.of("HeLLo")); }\n', '']],
    probe: /Slug\.of\("HeLLo"\)/,
  }),
  java({
    name: 'prepared-statement',
    path: 'src/main/java/com/example/store/Orders.java',
    task: 'Look up the orders of one customer.',
    assertion: 'The customer id is bound with a PreparedStatement parameter',
    before: '',
    withIt:
      'package com.example.store;\n\nimport java.sql.Connection;\nimport java.sql.PreparedStatement;\nimport java.sql.ResultSet;\n\npublic final class Orders {\n    public ResultSet of(Connection db, String customerId) throws Exception {\n        PreparedStatement st = db.prepareStatement("SELECT id, total FROM orders WHERE customer_id = ?");\n        st.setString(1, customerId);\n        return st.executeQuery();\n    }\n}\n',
    remove: [
      [
        '        PreparedStatement st = db.prepareStatement("SELECT id, total FROM orders WHERE customer_id = ?");\n        st.setString(1, customerId);\n        return st.executeQuery();\n',
        '        return db.createStatement().executeQuery("SELECT id, total FROM orders WHERE customer_id = \'" + customerId + "\'");\n',
      ],
    ],
    probe: /st\.setString\(1, customerId\)/,
  }),
  java({
    name: 'immutable-list',
    path: 'src/main/java/com/example/cart/Cart.java',
    task: 'Callers may read the cart items but not change them.',
    assertion: 'items() returns an unmodifiable view of the list',
    before: '',
    withIt:
      'package com.example.cart;\n\nimport java.util.ArrayList;\nimport java.util.Collections;\nimport java.util.List;\n\npublic final class Cart {\n    private final List<Item> items = new ArrayList<>();\n\n    public List<Item> items() {\n        return Collections.unmodifiableList(items);\n    }\n}\n',
    remove: [['        return Collections.unmodifiableList(items);\n', '        return items;\n']],
    probe: /Collections\.unmodifiableList\(items\)/,
  }),
  java({
    name: 'timeout',
    path: 'src/main/java/com/example/http/Clients.java',
    task: 'Outgoing calls must give up when the remote side hangs.',
    assertion: 'The HTTP client is built with a connect timeout',
    before: '',
    withIt:
      'package com.example.http;\n\nimport java.net.http.HttpClient;\nimport java.time.Duration;\n\npublic final class Clients {\n    public static HttpClient create() {\n        return HttpClient.newBuilder()\n            .connectTimeout(Duration.ofSeconds(5))\n            .build();\n    }\n}\n',
    remove: [['            .connectTimeout(Duration.ofSeconds(5))\n', '']],
    probe: /connectTimeout\(Duration\.ofSeconds\(5\)\)/,
  }),
  java({
    name: 'bounds-check',
    path: 'src/main/java/com/example/paging/Page.java',
    task: 'Serve a page of results.',
    assertion: 'A page size above 100 is rejected with IllegalArgumentException',
    before: '',
    withIt:
      'package com.example.paging;\n\npublic record Page(int number, int size) {\n    public Page {\n        if (size > 100) {\n            throw new IllegalArgumentException("page size must be at most 100, got " + size);\n        }\n    }\n}\n',
    remove: [
      [
        '        if (size > 100) {\n            throw new IllegalArgumentException("page size must be at most 100, got " + size);\n        }\n',
        '',
      ],
    ],
    probe: /if \(size > 100\)/,
  }),
];
