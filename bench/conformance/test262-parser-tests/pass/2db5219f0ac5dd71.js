a(
    `<span>${b}</span>`,
    `<a href="${c}">${d}</a>`
);