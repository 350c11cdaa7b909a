// The archive site's legal notice (English base, French translation). The organisation and the
// host are placeholders; only the session cookie is described because it is the only one set.

export const ARCHIVE_LEGAL_EN = `<h2>Legal notice</h2>
<h3>Publisher</h3>
<p>This website is published by the Example Memory Association (placeholder name), a non-profit
association, 1 Example Street, 00000 Example City. Director of publication: the association's chair.
Contact: <a href="mailto:contact@archive.example.org">contact@archive.example.org</a>.</p>
<h3>Hosting</h3>
<p>The website is hosted by Example Hosting Ltd (placeholder name), 2 Server Road, 00000 Example City.</p>
<h3>Personal data</h3>
<p>We process the data you give us (name, e-mail address, profile and the reason for your research)
only to manage your account, your requests for access to testimonies and your messages. The legal
basis is the performance of the service you ask for. The data is kept while your account is active
and for at most three years after your last visit, and is never sold or passed to third parties.</p>
<p>Under the General Data Protection Regulation (GDPR) you have the right to access, correct and
erase your data, to restrict or object to its processing and to data portability. To exercise these
rights, write to <a href="mailto:contact@archive.example.org">contact@archive.example.org</a>. You
may also lodge a complaint with your national data-protection authority.</p>
<h3>Cookies</h3>
<p>This website sets a single cookie: a session cookie that keeps you signed in. It is strictly
necessary, contains no personal data other than a random identifier, is not used for tracking and
expires when you sign out. No advertising or audience-measurement cookie is used.</p>
<h3>Intellectual property</h3>
<p>The testimonies, texts and images of this website are protected. Downloading or copying them is
forbidden; any quotation must cite the association and the address of this website.</p>`;

export const ARCHIVE_LEGAL_FR = `<h2>Mentions légales</h2>
<h3>Éditeur</h3>
<p>Ce site est édité par l’Association Mémoire Exemple (nom fictif), association à but non lucratif,
1 rue de l’Exemple, 00000 Ville-Exemple. Directeur de la publication : le président de l’association.
Contact : <a href="mailto:contact@archive.example.org">contact@archive.example.org</a>.</p>
<h3>Hébergement</h3>
<p>Le site est hébergé par Example Hosting Ltd (nom fictif), 2 Server Road, 00000 Ville-Exemple.</p>
<h3>Données personnelles</h3>
<p>Nous traitons les données que vous nous confiez (nom, adresse e-mail, profil et motif de votre
recherche) uniquement pour gérer votre compte, vos demandes d’accès aux témoignages et vos messages.
La base légale est l’exécution du service que vous demandez. Les données sont conservées tant que votre
compte est actif, et au plus trois ans après votre dernière visite ; elles ne sont jamais vendues ni
transmises à des tiers.</p>
<p>Conformément au Règlement général sur la protection des données (RGPD), vous disposez d’un droit
d’accès, de rectification, d’effacement, de limitation, d’opposition et de portabilité. Pour les
exercer, écrivez à <a href="mailto:contact@archive.example.org">contact@archive.example.org</a>. Vous
pouvez aussi adresser une réclamation à l’autorité de protection des données de votre pays.</p>
<h3>Cookies</h3>
<p>Ce site dépose un seul cookie : un cookie de session qui vous garde connecté. Il est strictement
nécessaire, ne contient aucune donnée personnelle autre qu’un identifiant aléatoire, ne sert à aucun
suivi et expire à la déconnexion. Aucun cookie publicitaire ni de mesure d’audience n’est utilisé.</p>
<h3>Propriété intellectuelle</h3>
<p>Les témoignages, textes et images de ce site sont protégés. Leur téléchargement ou leur copie est
interdit ; toute citation doit mentionner l’association et l’adresse de ce site.</p>`;
