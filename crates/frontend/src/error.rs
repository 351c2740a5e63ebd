use std::fmt;

/// A language error at a source position, shown like upstream Triton's `CompilationError`.
#[derive(Debug, Clone, Default)]
pub struct CompileError {
    pub file: String,
    pub line: u32,
    pub col: u32,
    pub message: String,
    /// Set when lowering stopped at a `constexpr_function` call whose result the message does not
    /// carry: the host evaluates it and sends the message again with the result.
    pub constexpr_call: Option<Box<ConstexprCall>>,
}

/// A call of a Python `constexpr_function` on constexpr arguments.
#[derive(Debug, Clone)]
pub struct ConstexprCall {
    /// Where its result goes in the message's `constexpr_calls`.
    pub memo_key: String,
    /// The function's key among the message's globals.
    pub function: String,
    /// `{"args": [...], "kwargs": {...}}`, each value as `{"value", "type"}`.
    pub arguments: serde_json::Value,
}

impl CompileError {
    /// The message with `file:line:col`, the source line and a caret under the column.
    pub fn render(&self) -> String {
        let mut out = format!("{}:{}:{}: error: {}", self.file, self.line, self.col + 1, self.message);
        if let Ok(text) = std::fs::read_to_string(&self.file) {
            if let Some(src) = text.lines().nth(self.line.saturating_sub(1) as usize) {
                out.push('\n');
                out.push_str(src);
                out.push('\n');
                let indent: String =
                    src.chars().take(self.col as usize).map(|c| if c == '\t' { '\t' } else { ' ' }).collect();
                out.push_str(&indent);
                out.push('^');
            }
        }
        out
    }
}

impl fmt::Display for CompileError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.render())
    }
}

impl std::error::Error for CompileError {}
