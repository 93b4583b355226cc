import { Inject, Injectable } from '@nestjs/common';
import { fr, LIMITS, ROUTES, withLocale } from '@troc/shared';
import { APP_CONFIG, type AppConfig } from '../../core/config/config.js';
import { MailService } from '../../core/mail/mail.service.js';
import { renderMail } from '../../core/mail/templates.js';
import type { User } from './entities/user.entity.js';

/** The account e-mails: validation link after registration, password reset link. */
@Injectable()
export class AccountMails {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly mail: MailService,
  ) {}

  async sendValidation(user: User, token: string): Promise<void> {
    const url = `${this.config.publicUrl}${withLocale(ROUTES.validateEmail(token))}`;
    await this.mail.send({
      to: user.email,
      subject: fr.mail.validationSubject,
      ...renderMail({
        title: `Bienvenue sur Troc, ${user.firstname} !`,
        paragraphs: [
          'Votre compte a bien été créé. Pour l’activer, confirmez votre adresse e-mail en cliquant sur le lien ci-dessous.',
          `Ce lien est valable ${LIMITS.tokenTtlHours.emailValidation} heures.`,
        ],
        action: { label: 'Valider mon adresse e-mail', url },
      }),
    });
  }

  async sendPasswordReset(user: User, token: string): Promise<void> {
    const url = `${this.config.publicUrl}${withLocale(ROUTES.resetPasswordToken(token))}`;
    await this.mail.send({
      to: user.email,
      subject: fr.mail.resetSubject,
      ...renderMail({
        title: 'Réinitialisation de votre mot de passe',
        paragraphs: [
          `Bonjour ${user.firstname}, une demande de réinitialisation du mot de passe de votre compte Troc a été faite.`,
          `Le lien ci-dessous est valable ${LIMITS.tokenTtlHours.passwordReset} heures. Si vous n’êtes pas à l’origine de cette demande, ignorez ce message : votre mot de passe reste inchangé.`,
        ],
        action: { label: 'Choisir un nouveau mot de passe', url },
      }),
    });
  }
}
