/**
 * The default theme's layout: what every page kind's template extends with `{% layout "layout" %}`.
 * Liquid, escaping every `{{ }}` by default; `| raw` marks the values the build already made HTML.
 */
export const LAYOUT = `<!DOCTYPE html>
<html lang="{{ page.language }}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{{ page.title }}</title>
{%- if page.description %}
<meta name="description" content="{{ page.description }}">
{%- endif %}
{%- if page.noindex %}
<meta name="robots" content="noindex">
{%- else %}
<link rel="canonical" href="{{ page.url }}">
{%- endif %}
<link rel="stylesheet" href="{{ site.css }}">
{%- for alt in page.alternates %}
<link rel="alternate" type="{{ alt.type }}" href="{{ alt.href }}" title="{{ alt.title }}">
{%- endfor %}
<meta property="og:site_name" content="{{ site.title }}">
<meta property="og:type" content="{{ page.og_type }}">
<meta property="og:title" content="{{ page.heading }}">
<meta property="og:url" content="{{ page.url }}">
<meta property="og:locale" content="{{ page.og_locale }}">
{%- if page.description %}
<meta property="og:description" content="{{ page.description }}">
{%- endif %}
{%- if page.json_ld %}
<script type="application/ld+json">{{ page.json_ld | raw }}</script>
{%- endif %}
</head>
<body>
<a class="skip" href="#main">{{ text.skip }}</a>
<header class="site">
<nav class="wrap" aria-label="{{ text.site_nav }}">
<a class="brand" href="{{ site.home }}">{{ site.title }}</a>
<ul>
{%- for item in site.navigation %}
<li><a href="{{ item.href }}"{% if item.path == page.section %} aria-current="page"{% endif %}>{{ item.label }}</a></li>
{%- endfor %}
</ul>
</nav>
</header>
<main id="main" class="wrap">
{% block content %}{% endblock %}
</main>
<footer class="site">
<div class="wrap">
{%- if site.footer %}
<p>{{ site.footer }}</p>
{%- endif %}
<p>
{%- for feed in site.feeds %}<a href="{{ feed.href }}">{{ feed.title }}</a> · {% endfor -%}
<a href="{{ site.developers }}">{{ text.developers }}</a> · <a href="{{ site.license.url }}">{{ site.license.name }}</a>
</p>
</div>
</footer>
</body>
</html>
`;
